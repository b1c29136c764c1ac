--TEST--
use is only allowed at the top level
--FILE--
<?php
namespace App;
function f() { use Foo\Bar; }
--EXPECTF--

Parse error: syntax error, unexpected token "use" in %s on line 3
