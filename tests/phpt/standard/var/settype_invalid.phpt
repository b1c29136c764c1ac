--TEST--
settype with an invalid type
--FILE--
<?php
$a = 1;
try { settype($a, "foo"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { settype($a, "resource"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump($a);
--EXPECT--
settype(): Argument #2 ($type) must be a valid type
Cannot convert to resource type
int(1)
