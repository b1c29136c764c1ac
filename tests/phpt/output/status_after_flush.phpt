--TEST--
flags after a callback ran (STARTED and PROCESSED)
--FILE--
<?php
ob_start(function ($b) { return $b; });
$before = ob_get_status()['flags'];
echo "x";
ob_flush();
$after = ob_get_status()['flags'];
ob_end_clean();
echo "\n";
var_dump($before, $after);
--EXPECT--
x
int(113)
int(20593)
