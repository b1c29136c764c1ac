--TEST--
runner: messages name the generated .php next to the test
--FILE--
<?php
echo $undefined_variable;
echo __FILE__, "\n";
echo "100% done\n";
--EXPECTF--

Warning: Undefined variable $undefined_variable in %s on line 2
%s
100%% done
