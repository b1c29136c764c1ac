--TEST--
backed enum values, from and tryFrom
--FILE--
<?php
enum Status: int { case Active = 1; case Off = 0; }
enum Code: string { case A = 'a'; case B = 'b'; }
var_dump(Status::from(1), Status::tryFrom(5), Code::from('b')->value, Code::tryFrom('z'));
var_dump(Status::Active->value, Status::Off->name);
var_dump(Status::Active instanceof BackedEnum);
--EXPECT--
enum(Status::Active)
NULL
string(1) "b"
NULL
int(1)
string(3) "Off"
bool(true)
