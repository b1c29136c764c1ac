--TEST--
strlen and count compiled inline: values, coercion, errors and traces
--FILE--
<?php
function f($x) { return strlen($x) + count($x); }
echo strlen("abc"), count([1,2]), sizeof([1]), "\n";
echo strlen(12.5), strlen(true), "\n";
echo @strlen($undef), "\n";
echo strlen(null), "\n";
try { strlen([1]); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { count(5); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { f([1]); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
--EXPECTF--
321
41
0

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 6
0
strlen(): Argument #1 ($string) must be of type string, array given
#0 {main}
count(): Argument #1 ($value) must be of type Countable|array, int given
#0 {main}
strlen(): Argument #1 ($string) must be of type string, array given
#0 %s(9): f(Array)
#1 {main}
