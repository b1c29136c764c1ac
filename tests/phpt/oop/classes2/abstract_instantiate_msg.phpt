--TEST--
instantiating an abstract class throws Error with php's message
--FILE--
<?php
abstract class Shape { abstract function area(): float; }
try { new Shape; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$n = 'Shape';
try { new $n(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class Sq extends Shape { function area(): float { return 4; } }
var_dump((new Sq)->area());
--EXPECT--
Error: Cannot instantiate abstract class Shape
Cannot instantiate abstract class Shape
float(4)
