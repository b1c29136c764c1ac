--TEST--
set_error_handler receives level, message, file and line
--FILE--
<?php
function h($errno, $errstr, $errfile, $errline) {
  echo "[$errno] $errstr at line $errline\n";
  return true;
}
set_error_handler('h');
echo $undefined;
trigger_error("custom", E_USER_WARNING);
$a = [];
echo $a['k'];
echo "done\n";
--EXPECT--
[2] Undefined variable $undefined at line 7
[512] custom at line 8
[2] Undefined array key "k" at line 10
done
