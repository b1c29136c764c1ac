--TEST--
Exceptions and other built-in Stringables convert to string
--FILE--
<?php
$e = new Exception('msg');
var_dump(str_starts_with((string)$e, 'Exception: msg'));
var_dump($e instanceof Stringable);
echo strlen(new ArrayObject([])) ?? '', "\n";
--EXPECTF--
bool(true)
bool(true)

Fatal error: Uncaught TypeError: strlen(): Argument #1 ($string) must be of type string, ArrayObject given in %s:5
Stack trace:
#0 {main}
  thrown in %s on line 5
