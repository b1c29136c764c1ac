--TEST--
enum types in parameters and returns, with TypeError messages
--FILE--
<?php
enum E: string { case A = 'a'; }
enum F { case A; }
function f(E $e): E { return $e; }
var_dump(f(E::A));
try { f(F::A); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { f('a'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
enum(E::A)
f(): Argument #1 ($e) must be of type E, F given, called in %s on line 6
f(): Argument #1 ($e) must be of type E, string given, called in %s on line 7
