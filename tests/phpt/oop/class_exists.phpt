--TEST--
class_exists and interface_exists
--FILE--
<?php
interface I {} class A {}
var_dump(class_exists('A'), class_exists('a'), class_exists('I'), interface_exists('I'), class_exists('Nope'));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
