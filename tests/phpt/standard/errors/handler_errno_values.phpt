--TEST--
error handler errno for each user level
--FILE--
<?php
set_error_handler(function ($n) { echo $n, "\n"; return true; });
trigger_error('a', E_USER_NOTICE);
trigger_error('b', E_USER_WARNING);
trigger_error('c', E_USER_DEPRECATED);
trigger_error('d', E_USER_ERROR);
--EXPECT--
1024
512
16384
256
