--TEST--
restore_error_handler with no handler set returns true
--FILE--
<?php
var_dump(restore_error_handler());
var_dump(restore_error_handler());
trigger_error('standard');
--EXPECTF--
bool(true)
bool(true)

Notice: standard in %s on line 4
