--TEST--
enum cases through constant(), defined() and dynamic class names
--FILE--
<?php
enum E: int { case A = 1; case B = 2; }
$n = 'B';
var_dump(constant("E::$n"), defined('E::A'));
$cls = 'E';
var_dump($cls::A, $cls::from(2));
--EXPECT--
enum(E::B)
bool(true)
enum(E::A)
enum(E::B)
