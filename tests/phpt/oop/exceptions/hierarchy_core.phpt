--TEST--
Parents of the core Throwable classes
--FILE--
<?php
$classes = ['Exception', 'ErrorException', 'Error', 'CompileError', 'ParseError', 'TypeError',
  'ArgumentCountError', 'ValueError', 'ArithmeticError', 'DivisionByZeroError', 'UnhandledMatchError', 'JsonException'];
foreach ($classes as $c) {
    echo $c, ': ', implode(' > ', class_parents($c)), ' | ', implode(',', class_implements($c)), "\n";
}
--EXPECT--
Exception:  | Stringable,Throwable
ErrorException: Exception | Throwable,Stringable
Error:  | Stringable,Throwable
CompileError: Error | Throwable,Stringable
ParseError: CompileError > Error | Stringable,Throwable
TypeError: Error | Throwable,Stringable
ArgumentCountError: TypeError > Error | Stringable,Throwable
ValueError: Error | Throwable,Stringable
ArithmeticError: Error | Throwable,Stringable
DivisionByZeroError: ArithmeticError > Error | Stringable,Throwable
UnhandledMatchError: Error | Throwable,Stringable
JsonException: Exception | Throwable,Stringable
