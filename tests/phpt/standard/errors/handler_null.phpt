--TEST--
set_error_handler(null) restores the standard handler
--FILE--
<?php
set_error_handler(function () { echo "custom\n"; return true; });
trigger_error('a');
set_error_handler(null);
trigger_error('b');
--EXPECTF--
custom

Notice: b in %s on line 5
