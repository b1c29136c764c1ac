--TEST--
Rethrowing keeps the original file, line and trace
--FILE--
<?php
function thrower() { throw new Exception('orig'); }
try {
    try { thrower(); }
    catch (Exception $e) { throw $e; }
} catch (Exception $e2) {
    var_dump($e === $e2, $e2->getLine(), $e2->getTrace()[0]['function']);
}
--EXPECT--
bool(true)
int(2)
string(7) "thrower"
