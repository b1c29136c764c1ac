--TEST--
var_export of namespaced object
--FILE--
<?php
namespace Foo\Bar; class Baz { public $q = 1.5; }
var_export(new Baz); echo "\n";
--EXPECT--
\Foo\Bar\Baz::__set_state(array(
   'q' => 1.5,
))
