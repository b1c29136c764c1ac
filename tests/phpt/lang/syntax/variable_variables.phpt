--TEST--
Variable variables
--FILE--
<?php
$name = 'greeting';
$$name = 'hello';
echo $greeting, "\n";
${'with space'} = 5;
echo ${'with space'}, "\n";
$a = 'b'; $b = 'c'; $c = 'end';
echo $$$a, "\n";
--EXPECT--
hello
5
end
