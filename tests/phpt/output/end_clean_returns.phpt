--TEST--
ob_end_clean and ob_end_flush return true
--FILE--
<?php
ob_start();
$a = ob_end_clean();
ob_start();
$b = ob_end_flush();
var_dump($a, $b);
--EXPECT--
bool(true)
bool(true)
