--TEST--
Handler intercepts E_USER_ERROR
--FILE--
<?php
function h($no, $str) { echo "handled $no: $str\n"; return true; }
set_error_handler('h');
trigger_error("user error", E_USER_ERROR);
echo "continues\n";
--EXPECT--
handled 256: user error
continues
