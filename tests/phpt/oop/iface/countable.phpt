--TEST--
Countable with count(), and count() on non-countable objects
--FILE--
<?php
class C implements Countable { function count(): int { return 42; } }
echo count(new C), " ", count(new C, COUNT_RECURSIVE), "\n";
try { count(new stdClass); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(is_countable(new C), is_countable(new stdClass), is_countable(new ArrayIterator([])));
--EXPECT--
42 42
count(): Argument #1 ($value) must be of type Countable|array, stdClass given
bool(true)
bool(false)
bool(true)
