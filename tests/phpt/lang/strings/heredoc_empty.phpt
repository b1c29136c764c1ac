--TEST--
Empty heredoc and nowdoc
--FILE--
<?php
$a = <<<EOT
EOT;
$b = <<<'EOT'
EOT;
var_dump($a, $b);
--EXPECT--
string(0) ""
string(0) ""
