--TEST--
enum cases in class constants, defaults and static props
--FILE--
<?php
enum S { case On; case Off; }
class Dev { const DEFAULT = S::Off; public S $state = S::On; public static $all = [S::On, S::Off]; function __construct(public S $init = S::Off) {} }
$d = new Dev;
var_dump(Dev::DEFAULT, $d->state, $d->init, Dev::$all[0]);
--EXPECT--
enum(S::Off)
enum(S::On)
enum(S::Off)
enum(S::On)
