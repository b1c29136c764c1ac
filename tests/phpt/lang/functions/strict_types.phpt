--TEST--
strict_types=1 rejects coercion
--FILE--
<?php
declare(strict_types=1);
function i(int $x) { return $x; }
function f(float $x) { return $x; }
try { i("5"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { i(5.0); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(f(5));
try { f("5"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { strlen(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
i(): Argument #1 ($x) must be of type int, string given, called in %s on line 5
i(): Argument #1 ($x) must be of type int, float given, called in %s on line 6
float(5)
f(): Argument #1 ($x) must be of type float, string given, called in %s on line 8
strlen(): Argument #1 ($string) must be of type string, int given
