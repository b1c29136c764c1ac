--TEST--
Nowdoc does no interpolation or escapes
--FILE--
<?php
$name = "Ann";
echo <<<'EOT'
Hello $name\n {$name}
back\\slash
EOT;
echo "\n";
--EXPECT--
Hello $name\n {$name}
back\\slash
