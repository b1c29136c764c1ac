--TEST--
An exception thrown from a destructor can be caught by the caller
--FILE--
<?php
class D { function __destruct() { throw new Exception('from destructor'); } }
try { $d = new D; unset($d); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
echo "end\n";
--EXPECT--
caught from destructor
end
