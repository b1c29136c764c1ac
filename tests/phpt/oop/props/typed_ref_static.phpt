--TEST--
references to typed static properties
--FILE--
<?php
class S { public static int $n = 1; public static ?S $me = null; public static string $u; }
$r = &S::$n;
$r = "3";
var_dump(S::$n);
try { $r = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(S::$n);
$r++;
var_dump(S::$n);
S::$n = 10;
var_dump($r);
try { $u = &S::$u; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$m = &S::$me;
$m = new S;
var_dump(S::$me instanceof S);
try { $m = new stdClass; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(3)
Cannot assign string to reference held by property S::$n of type int
int(3)
int(4)
int(10)
Cannot access uninitialized non-nullable property S::$u by reference
bool(true)
Cannot assign stdClass to reference held by property S::$me of type ?S
