--TEST--
strtotime(): strings that do not parse
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['', 'garbage', 'foo bar', '2021-13-45', 'tomorrow 25:00', '31/12/2021', '10:61', '++1 day', '1 parsec', '#', '2021-01-01 Mars/Base'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
''                                 => false
'garbage'                          => false
'foo bar'                          => false
'2021-13-45'                       => false
'tomorrow 25:00'                   => false
'31/12/2021'                       => false
'10:61'                            => false
'++1 day'                          => Wed 2023-11-15 22:13:20 UTC
'1 parsec'                         => false
'#'                                => false
'2021-01-01 Mars/Base'             => false
