--TEST--
date_parse(): dates
--FILE--
<?php
foreach (['2021-03-15', '03/15/2021', '15 March 2021', 'March 2021'] as $s) {
    echo var_export($s, true), ":\n";
    print_r(date_parse($s));
}
?>
--EXPECT--
'2021-03-15':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'03/15/2021':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'15 March 2021':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'March 2021':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 1
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
