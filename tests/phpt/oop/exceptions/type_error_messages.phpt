--TEST--
TypeError messages for parameters, returns and properties
--FILE--
<?php
function p(int $i) {}
function r(): string { return []; }
class T { public int $x; }
try { p('abc'); } catch (TypeError $e) { echo preg_replace('/called in .*/', 'called in X', $e->getMessage()), "\n"; }
try { r(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $t = new T; $t->x = 'str'; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { strlen([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_map('nope', []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
p(): Argument #1 ($i) must be of type int, string given, called in X
r(): Return value must be of type string, array returned
Cannot assign string to property T::$x of type int
strlen(): Argument #1 ($string) must be of type string, array given
array_map(): Argument #1 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
