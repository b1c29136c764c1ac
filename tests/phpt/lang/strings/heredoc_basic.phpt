--TEST--
Heredoc with interpolation
--FILE--
<?php
$name = "Ann";
$a = ['k' => 'v'];
echo <<<EOT
Hello $name
Key: {$a['k']} and $a[k]
Tab:\tEnd
EOT;
echo "\n";
--EXPECT--
Hello Ann
Key: v and v
Tab:	End
