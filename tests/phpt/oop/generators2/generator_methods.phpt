--TEST--
Generator methods and the Generator class itself
--FILE--
<?php
function g() { yield 'k' => 'v'; }
$gen = g();
var_dump($gen instanceof Iterator, $gen instanceof Traversable, get_class($gen));
var_dump($gen->key(), $gen->current(), $gen->valid());
$gen->next();
var_dump($gen->key(), $gen->current(), $gen->valid());
try { new Generator; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone g(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { serialize(g()); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
bool(true)
string(9) "Generator"
string(1) "k"
string(1) "v"
bool(true)
NULL
NULL
bool(false)
The "Generator" class is reserved for internal use and cannot be manually instantiated
Trying to clone an uncloneable object of class Generator
Serialization of 'Generator' is not allowed
