--TEST--
Several unbraced namespaces in one file
--FILE--
<?php
namespace First;
function who() { return 'first'; }
namespace Second;
function who() { return 'second'; }
echo \First\who(), ' ', who(), ' ', namespace\who(), "\n";
--EXPECT--
first second second
