--TEST--
Countable: count() of a non-countable object is a TypeError
--FILE--
<?php
class NotBag { function count() { return 5; } }
try { count(new NotBag); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { count(new stdClass); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class Thrower implements Countable { function count(): int { throw new Exception("no"); } }
try { count(new Thrower); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
count(): Argument #1 ($value) must be of type Countable|array, NotBag given
count(): Argument #1 ($value) must be of type Countable|array, stdClass given
no
