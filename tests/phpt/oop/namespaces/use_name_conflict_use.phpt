--TEST--
Two use statements importing the same alias
--FILE--
<?php
namespace App;
use A\Foo;
use B\Foo;
--EXPECTF--

Fatal error: Cannot use B\Foo as Foo because the name is already in use in %s on line 4
