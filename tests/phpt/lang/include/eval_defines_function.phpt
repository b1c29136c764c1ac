--TEST--
eval can declare functions
--FILE--
<?php
eval('function from_eval() { return "from eval"; }');
echo from_eval(), "\n";
--EXPECT--
from eval
