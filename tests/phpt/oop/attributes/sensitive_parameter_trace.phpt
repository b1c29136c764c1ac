--TEST--
#[SensitiveParameter] arguments are redacted in stack traces; SensitiveParameterValue
--FILE--
<?php
function login(string $user, #[SensitiveParameter] string $password, #[\SensitiveParameter] ...$rest) { throw new Exception('fail'); }
try { login('bob', 'hunter2', 'x', 'y'); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
$v = new SensitiveParameterValue('secret');
var_dump($v->getValue());
var_dump($v);
var_export((new ReflectionClass('SensitiveParameterValue'))->isFinal()); echo "\n";
class A { public function m(#[SensitiveParameter] $x) { throw new Exception('m'); } }
try { (new A)->m('pw'); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
?>
--EXPECTF--
#0 %s(3): login('bob', Object(SensitiveParameterValue), Object(SensitiveParameterValue), Object(SensitiveParameterValue))
#1 {main}
string(6) "secret"
object(SensitiveParameterValue)#%d (0) {
}
true
#0 %s(9): A->m(Object(SensitiveParameterValue))
#1 {main}
