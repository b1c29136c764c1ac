--TEST--
Using SPL exceptions in a validator with codes and previous
--FILE--
<?php
function check($v) {
    if (!is_int($v)) throw new InvalidArgumentException('not an int: ' . get_debug_type($v), 1);
    if ($v < 0) throw new DomainException('negative', 2);
    if ($v > 100) throw new OutOfRangeException('too big', 3);
    if ($v === 13) throw new UnexpectedValueException('unlucky', 4, new LengthException('inner'));
    return $v;
}
foreach ([5, 'x', -1, 500, 13] as $v) {
    try { echo check($v), "\n"; }
    catch (LogicException $e) { echo 'logic ', get_class($e), ' ', $e->getMessage(), ' ', $e->getCode(), "\n"; }
    catch (RuntimeException $e) { echo 'runtime ', get_class($e), ' ', $e->getMessage(), ' prev ', get_class($e->getPrevious()), "\n"; }
}
--EXPECT--
5
logic InvalidArgumentException not an int: string 1
logic DomainException negative 2
logic OutOfRangeException too big 3
runtime UnexpectedValueException unlucky prev LengthException
