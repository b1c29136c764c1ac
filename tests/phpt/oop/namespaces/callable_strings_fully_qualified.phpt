--TEST--
Callable strings are always fully qualified and never resolved by use
--FILE--
<?php
namespace Lib { function target() { return 'Lib\target'; } class C { static function m() { return 'C::m'; } } }
namespace App {
    use Lib\C;
    function local() { return 'App\local'; }
    var_dump(call_user_func('Lib\target'), call_user_func('\Lib\target'));
    var_dump(is_callable('local'), is_callable('App\local'), is_callable('target'));
    var_dump(call_user_func('Lib\C::m'), is_callable('C::m'));
    try { call_user_func('C::m'); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
    $n = 'App\local';
    var_dump($n());
}
--EXPECT--
string(10) "Lib\target"
string(10) "Lib\target"
bool(false)
bool(true)
bool(false)
string(4) "C::m"
bool(false)
call_user_func(): Argument #1 ($callback) must be a valid callback, class "C" not found
string(9) "App\local"
