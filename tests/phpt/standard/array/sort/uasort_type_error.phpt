--TEST--
uasort() on a null variable
--FILE--
<?php
$a = null;
try { uasort($a, 'strcmp'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
uasort(): Argument #1 ($array) must be of type array, null given
