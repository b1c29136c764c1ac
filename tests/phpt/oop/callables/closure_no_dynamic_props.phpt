--TEST--
Closure objects reject properties, serialization and construction
--FILE--
<?php
$f = function () {};
try { $f->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump($f->x); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { serialize($f); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new Closure; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(isset($f->x));
--EXPECTF--
Cannot create dynamic property Closure::$x

Warning: Undefined property: Closure::$x in %s on line 4
NULL
Exception: Serialization of 'Closure' is not allowed
Instantiation of class Closure is not allowed
bool(false)
