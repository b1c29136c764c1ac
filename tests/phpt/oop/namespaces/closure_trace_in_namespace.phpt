--TEST--
Closures in namespaces show as Namespace\{closure} in traces
--FILE--
<?php
namespace App;
function run(callable $c) { return $c(); }
$e = run(function () { return new \Exception('x'); });
echo $e->getTraceAsString(), "\n";
var_dump((new \ReflectionFunction(function () {}))->getName());
--EXPECTF--
#0 %s(3): App\{closure}()
#1 %s(4): App\run(Object(Closure))
#2 {main}
string(13) "App\{closure}"
