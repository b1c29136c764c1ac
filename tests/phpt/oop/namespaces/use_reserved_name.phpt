--TEST--
use with a reserved class name alias is an error
--FILE--
<?php
namespace App;
use Foo\Bar as self;
--EXPECTF--

Fatal error: Cannot use Foo\Bar as self because 'self' is a special class name in %s on line 3
