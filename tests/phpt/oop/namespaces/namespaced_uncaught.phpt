--TEST--
Uncaught namespaced exception output
--FILE--
<?php
namespace App\Errors;
class Failure extends \Exception {}
class Svc { function run() { throw new Failure('down'); } }
function go() { (new Svc)->run(); }
go();
--EXPECTF--

Fatal error: Uncaught App\Errors\Failure: down in %s:4
Stack trace:
#0 %s(5): App\Errors\Svc->run()
#1 %s(6): App\Errors\go()
#2 {main}
  thrown in %s on line 4
