--TEST--
Parents of the SPL exception classes
--FILE--
<?php
$classes = ['LogicException', 'BadFunctionCallException', 'BadMethodCallException', 'DomainException',
  'InvalidArgumentException', 'LengthException', 'OutOfRangeException', 'RuntimeException',
  'OutOfBoundsException', 'OverflowException', 'RangeException', 'UnderflowException', 'UnexpectedValueException'];
foreach ($classes as $c) {
    $e = new $c('m', 3);
    echo $c, ': ', implode(' > ', class_parents($c)), ' | ', $e->getMessage(), $e->getCode(), "\n";
}
--EXPECT--
LogicException: Exception | m3
BadFunctionCallException: LogicException > Exception | m3
BadMethodCallException: BadFunctionCallException > LogicException > Exception | m3
DomainException: LogicException > Exception | m3
InvalidArgumentException: LogicException > Exception | m3
LengthException: LogicException > Exception | m3
OutOfRangeException: LogicException > Exception | m3
RuntimeException: Exception | m3
OutOfBoundsException: RuntimeException > Exception | m3
OverflowException: RuntimeException > Exception | m3
RangeException: RuntimeException > Exception | m3
UnderflowException: RuntimeException > Exception | m3
UnexpectedValueException: RuntimeException > Exception | m3
