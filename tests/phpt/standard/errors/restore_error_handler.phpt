--TEST--
restore_error_handler pops the handler stack
--FILE--
<?php
set_error_handler(function ($n, $s) { echo "first: $s\n"; return true; });
set_error_handler(function ($n, $s) { echo "second: $s\n"; return true; });
trigger_error('one');
var_dump(restore_error_handler());
trigger_error('two');
restore_error_handler();
trigger_error('three');
var_dump(restore_error_handler());
--EXPECTF--
second: one
bool(true)
first: two

Notice: three in %s on line 8
bool(true)
