--TEST--
echo with heredoc and interpolation
--FILE--
<?php
$name = 'World';
$arr = ['k' => 'v', 3 => 'three'];
echo <<<EOT
Hello $name
Key: {$arr['k']} and $arr[3]
EOT;
echo "\n";
--EXPECT--
Hello World
Key: v and three
