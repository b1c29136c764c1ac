--TEST--
Catching SPL exceptions by their parent in the right order
--FILE--
<?php
$thrown = [new OutOfBoundsException('oob'), new LengthException('len'), new UnderflowException('under'), new BadMethodCallException('bmc')];
foreach ($thrown as $t) {
    try { throw $t; }
    catch (BadFunctionCallException $e) { echo "BadFunctionCall branch: ", $e->getMessage(), "\n"; }
    catch (LogicException $e) { echo "Logic branch: ", $e->getMessage(), "\n"; }
    catch (RuntimeException $e) { echo "Runtime branch: ", $e->getMessage(), "\n"; }
}
--EXPECT--
Runtime branch: oob
Logic branch: len
Runtime branch: under
BadFunctionCall branch: bmc
