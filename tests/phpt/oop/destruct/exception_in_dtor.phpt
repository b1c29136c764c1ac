--TEST--
An exception thrown by a destructor reaches the code that released the object
--FILE--
<?php
class A { function __construct(public $n) {} function __destruct() { echo "dtor {$this->n}\n"; throw new Exception("from {$this->n}"); } }
try { $a = new A('a'); unset($a); echo "not here\n"; } catch (Exception $e) { echo 'caught ', $e->getMessage(), "\n"; }
try { $b = new A('b'); $b = null; } catch (Exception $e) { echo 'caught ', $e->getMessage(), "\n"; }
echo "end\n";
--EXPECT--
dtor a
caught from a
dtor b
caught from b
end
