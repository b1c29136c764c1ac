--TEST--
which operations trigger autoloading
--FILE--
<?php
spl_autoload_register(function ($c) { echo "autoload($c)\n"; });
try { new A1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { A2::f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo A3::C; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo A4::$p; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(new stdClass instanceof A5);
function f(A6 $x = null) { return 1; }
var_dump(f());
var_dump(A7::class);
var_dump(is_callable('A8::f'), method_exists('A9', 'f'));
--EXPECT--
autoload(A1)
Class "A1" not found
autoload(A2)
Class "A2" not found
autoload(A3)
Class "A3" not found
autoload(A4)
Class "A4" not found
bool(false)
int(1)
string(2) "A7"
autoload(A8)
autoload(A9)
bool(false)
bool(false)
