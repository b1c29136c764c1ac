--TEST--
ob_get_level through nesting
--FILE--
<?php
var_dump(ob_get_level());
ob_start(); ob_start(); ob_start();
$a = ob_get_level();
ob_end_clean();
$b = ob_get_level();
ob_end_clean(); ob_end_clean();
var_dump($a, $b, ob_get_level());
--EXPECT--
int(0)
int(3)
int(2)
int(0)
