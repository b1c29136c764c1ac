--TEST--
An exception leaving an @ expression restores error_reporting (in the same frame and through calls), as php's live ranges do
--FILE--
<?php
try {
    $x = @("abc" + 1);
} catch (TypeError $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
echo $undef1;
var_dump(error_reporting());
function thrower() { throw new Exception("from g"); }
function silenced() { return @thrower(); }
try {
    silenced();
} catch (Exception $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
echo $undef2;
var_dump(error_reporting());
// Nested @, a level set inside, and an exception caught inside the call.
function inner() {
    try {
        return @(@thrower());
    } catch (Exception $e) {
        echo "inner caught, level ", error_reporting(), "\n";
    }
    return $undef3;
}
var_dump(@inner());
echo $undef4;
function setsLevel() { error_reporting(E_ALL & ~E_WARNING); throw new Exception("set"); }
try {
    @setsLevel();
} catch (Exception $e) {
    echo "caught: ", $e->getMessage(), " level ", error_reporting(), "\n";
}
error_reporting(E_ALL);
$r = array_map(function ($v) {
    try {
        return @intdiv($v, 0);
    } catch (DivisionByZeroError $e) {
        return error_reporting();
    }
}, [1, 2]);
var_dump($r);
echo $undef5;
--EXPECTF--
caught: Unsupported operand types: string + int

Warning: Undefined variable $undef1 in %s on line 7
int(32767)
caught: from g

Warning: Undefined variable $undef2 in %s on line 16
int(32767)
inner caught, level 4437
NULL

Warning: Undefined variable $undef4 in %s on line 28
caught: set level 32765
array(2) {
  [0]=>
  int(32767)
  [1]=>
  int(32767)
}

Warning: Undefined variable $undef5 in %s on line 44
